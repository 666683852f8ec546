# audit: modules: types, struct, traceback, gc, array, zlib, time.strptime, binascii
import types, struct, gc, array, zlib, time, binascii, traceback
print(types.SimpleNamespace(a=1), type(len) is types.BuiltinFunctionType, types.FunctionType.__name__)
print(struct.pack("<hI", 1, 2), struct.unpack(">H", b"\x01\x02"), struct.calcsize("<iq"))
print(gc.collect(), gc.isenabled())
a = array.array("i", [1, 2, 3]); a.append(4)
print(a, a.tobytes()[:4], a.itemsize, array.array("d", [1.5]))
print(zlib.decompress(zlib.compress(b"hello" * 3)), zlib.crc32(b"abc"), zlib.adler32(b"abc"))
t = time.strptime("2024-03-05 10:20:30", "%Y-%m-%d %H:%M:%S")
print(t.tm_year, t.tm_mon, t.tm_mday, t.tm_hour, t.tm_yday, t.tm_wday)
print(binascii.b2a_hex(b"\x01\xff"), binascii.a2b_hex("01ff"), binascii.hexlify(b"abc", "-"), binascii.hexlify(b"abcd", ":", 2))
print((7.5).__divmod__(2), (7.5).__rdivmod__(2), (7).__trunc__(), (-7.5).__divmod__(2))
try:
    b"\xff".decode("utf-8")
except UnicodeDecodeError as e:
    print(e.start, e.end, e.reason, e.object, e.encoding)
print(int.__doc__.splitlines()[0], list.__doc__.splitlines()[0])
try:
    1/0
except ZeroDivisionError:
    print(traceback.format_exc().splitlines()[-1])
import unicodedata
print(unicodedata.ucd_3_2_0.unidata_version, unicodedata.name("a"))
