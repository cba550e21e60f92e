// @vitest-environment node
// The stored ZIP writer and its reader (zip.mjs): what one writes the other reads back, byte for byte,
// with the CRC-32 the format asks for; `unzip -t` would accept it (no compression, UTF-8 names).
import { deflateRawSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { crc32, readZip, writeZip } from './zip.mjs';

describe('zip.mjs', () => {
  it('CRC-32 is the standard one (IEEE): "123456789" → CBF43926, nothing → 0', () => {
    expect(crc32(Buffer.from('123456789')).toString(16)).toBe('cbf43926');
    expect(crc32(new Uint8Array())).toBe(0);
  });

  it('reads back what it writes, in order: text as UTF-8, bytes as they are, an empty file, UTF-8 names', () => {
    const binary = Buffer.from(Array.from({ length: 3000 }, (_, i) => (i * 37) % 256));
    const files: [string, Buffer | string][] = [
      ['indice.csv', '\uFEFFTipo,UUID\r\nIngreso,ABC\r\n'],
      ['factura.pdf', binary],
      ['vacío.txt', ''],
      ['carpeta/niño ñandú.xml', '<a>€</a>'],
    ];
    const zip = writeZip(files);
    const read = readZip(zip);
    expect([...read.keys()]).toEqual(files.map(([name]) => name));
    expect(read.get('indice.csv')?.toString('utf8')).toBe('\uFEFFTipo,UUID\r\nIngreso,ABC\r\n');
    expect(read.get('factura.pdf')?.equals(binary)).toBe(true);
    expect(read.get('vacío.txt')?.length).toBe(0);
    expect(read.get('carpeta/niño ñandú.xml')?.toString('utf8')).toBe('<a>€</a>');
    // Stored: the archive is its contents plus headers, and the same files give the same bytes.
    expect(zip.length).toBeGreaterThan(binary.length);
    expect(writeZip(files).equals(zip)).toBe(true);
  });

  it('reads a deflated entry too (method 8), as another backend may write one', () => {
    const text = Buffer.from('Tipo,UUID\r\n'.repeat(50));
    const zip = writeZip([['indice.csv', text]]);
    const packed = deflateRawSync(text);
    const local = zip.subarray(0, 30 + 'indice.csv'.length);
    const central = Buffer.from(zip.subarray(30 + 'indice.csv'.length + text.length, zip.length - 22));
    const end = Buffer.from(zip.subarray(zip.length - 22));
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(packed.length, 18);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(packed.length, 20);
    end.writeUInt32LE(local.length + packed.length, 16);
    const deflated = Buffer.concat([local, packed, central, end]);
    expect(readZip(deflated).get('indice.csv')?.equals(text)).toBe(true);
  });

  it('an empty archive is the end record alone', () => {
    const zip = writeZip([]);
    expect(zip.length).toBe(22);
    expect(readZip(zip).size).toBe(0);
  });

  it("the CRC in the headers is each file's; a changed byte is refused, as is anything that is not a ZIP", () => {
    const zip = writeZip([['a.txt', 'hola']]);
    expect(zip.readUInt32LE(14)).toBe(crc32(Buffer.from('hola')));
    const damaged = Buffer.from(zip);
    damaged[30 + 'a.txt'.length] ^= 0xff;
    expect(() => readZip(damaged)).toThrow('a.txt: su CRC-32 no coincide.');
    expect(() => readZip(Buffer.from('no es un zip'))).toThrow(/No es un ZIP/);
  });
});
