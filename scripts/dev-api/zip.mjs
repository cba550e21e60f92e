// The smallest ZIP there is: every file stored (method 0, no compression) with its CRC-32, names in
// UTF-8 (general purpose flag bit 11), no ZIP64 (each file and the whole archive under 4 GiB, fewer
// than 65,535 files). The development API writes the accountant's package with it
// (invoice-package.mjs), and contract:verify and the tests read packages back with `readZip`, which
// also reads deflated entries (method 8, node:zlib), as another backend's ZIP may have them.
import { inflateRawSync } from 'node:zlib';

/** CRC-32 (IEEE 802.3, the polynomial ZIP uses), one table for every call. */
const CRC_TABLE = (() => {
  const table = new Uint32Array(256);
  for (let n = 0; n < 256; n += 1) {
    let c = n;
    for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    table[n] = c >>> 0;
  }
  return table;
})();

/** The CRC-32 of `bytes`. @param {Uint8Array} bytes */
export function crc32(bytes) {
  let crc = 0xffffffff;
  for (let i = 0; i < bytes.length; i += 1) crc = CRC_TABLE[(crc ^ bytes[i]) & 0xff] ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

const LOCAL_HEADER = 0x04034b50;
const CENTRAL_HEADER = 0x02014b50;
const END_OF_CENTRAL = 0x06054b50;
/** Bit 11: the name is UTF-8. */
const UTF8_NAMES = 0x0800;
/** 1 January 1980 00:00 in MS-DOS format (a fixed date: the same files give the same bytes). */
const DOS_TIME = 0;
const DOS_DATE = (0 << 9) | (1 << 5) | 1;

/**
 * A ZIP of `files` (name → content; a string is written as UTF-8), in the order given, stored.
 * @param {Iterable<[string, Uint8Array | string]>} files
 * @returns {Buffer}
 */
export function writeZip(files) {
  /** @type {Buffer[]} */
  const parts = [];
  /** @type {Buffer[]} */
  const central = [];
  let offset = 0;
  let count = 0;
  for (const [name, content] of files) {
    const data = typeof content === 'string' ? Buffer.from(content, 'utf8') : Buffer.from(content);
    const nameBytes = Buffer.from(name, 'utf8');
    const crc = crc32(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(LOCAL_HEADER, 0);
    local.writeUInt16LE(20, 4); // version needed: 2.0
    local.writeUInt16LE(UTF8_NAMES, 6);
    local.writeUInt16LE(0, 8); // stored
    local.writeUInt16LE(DOS_TIME, 10);
    local.writeUInt16LE(DOS_DATE, 12);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(nameBytes.length, 26);
    local.writeUInt16LE(0, 28);
    const entry = Buffer.alloc(46);
    entry.writeUInt32LE(CENTRAL_HEADER, 0);
    entry.writeUInt16LE(20, 4); // made by: 2.0, MS-DOS attributes
    entry.writeUInt16LE(20, 6);
    entry.writeUInt16LE(UTF8_NAMES, 8);
    entry.writeUInt16LE(0, 10);
    entry.writeUInt16LE(DOS_TIME, 12);
    entry.writeUInt16LE(DOS_DATE, 14);
    entry.writeUInt32LE(crc, 16);
    entry.writeUInt32LE(data.length, 20);
    entry.writeUInt32LE(data.length, 24);
    entry.writeUInt16LE(nameBytes.length, 28);
    // extra, comment, disk, internal and external attributes: 0
    entry.writeUInt32LE(offset, 42);
    parts.push(local, nameBytes, data);
    central.push(entry, nameBytes);
    offset += local.length + nameBytes.length + data.length;
    count += 1;
  }
  const centralSize = central.reduce((sum, part) => sum + part.length, 0);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(END_OF_CENTRAL, 0);
  end.writeUInt16LE(count, 8);
  end.writeUInt16LE(count, 10);
  end.writeUInt32LE(centralSize, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...parts, ...central, end]);
}

/**
 * The files of a ZIP whose entries are stored (as `writeZip` writes them) or deflated: name →
 * content, in the central directory's order. Throws on anything else (another method, a CRC that
 * does not match, a truncated archive), naming what. No ZIP64, no encryption.
 * @param {Uint8Array} zip
 * @returns {Map<string, Buffer>}
 */
export function readZip(zip) {
  const buffer = Buffer.from(zip.buffer, zip.byteOffset, zip.byteLength);
  let end = -1;
  for (let at = buffer.length - 22; at >= Math.max(0, buffer.length - 22 - 65_535); at -= 1)
    if (buffer.readUInt32LE(at) === END_OF_CENTRAL) {
      end = at;
      break;
    }
  if (end < 0) throw new Error('No es un ZIP: falta el final del directorio central.');
  const count = buffer.readUInt16LE(end + 10);
  let at = buffer.readUInt32LE(end + 16);
  /** @type {Map<string, Buffer>} */
  const files = new Map();
  for (let i = 0; i < count; i += 1) {
    if (at + 46 > buffer.length || buffer.readUInt32LE(at) !== CENTRAL_HEADER)
      throw new Error(`ZIP dañado: entrada ${i + 1} del directorio central.`);
    const flags = buffer.readUInt16LE(at + 8);
    const method = buffer.readUInt16LE(at + 10);
    const crc = buffer.readUInt32LE(at + 16);
    const size = buffer.readUInt32LE(at + 20);
    const length = buffer.readUInt32LE(at + 24);
    const nameLength = buffer.readUInt16LE(at + 28);
    const extraLength = buffer.readUInt16LE(at + 30);
    const commentLength = buffer.readUInt16LE(at + 32);
    const localAt = buffer.readUInt32LE(at + 42);
    const name = buffer.subarray(at + 46, at + 46 + nameLength).toString(flags & UTF8_NAMES ? 'utf8' : 'latin1');
    if (method !== 0 && method !== 8) throw new Error(`${name}: comprimido con el método ${method}; se leen los métodos 0 y 8.`);
    if (localAt + 30 > buffer.length || buffer.readUInt32LE(localAt) !== LOCAL_HEADER)
      throw new Error(`${name}: falta su encabezado local.`);
    const dataAt = localAt + 30 + buffer.readUInt16LE(localAt + 26) + buffer.readUInt16LE(localAt + 28);
    if (dataAt + size > buffer.length) throw new Error(`${name}: el ZIP está truncado.`);
    const raw = buffer.subarray(dataAt, dataAt + size);
    const data = method === 8 ? inflateRawSync(raw) : Buffer.from(raw);
    if (data.length !== length) throw new Error(`${name}: mide ${data.length} bytes y su encabezado dice ${length}.`);
    if (crc32(data) !== crc) throw new Error(`${name}: su CRC-32 no coincide.`);
    files.set(name, data);
    at += 46 + nameLength + extraLength + commentLength;
  }
  return files;
}
