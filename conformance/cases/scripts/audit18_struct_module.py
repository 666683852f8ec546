# audit: struct module: formats, sizes, errors
import struct
print(struct.pack(">i?3sd", -5, True, b"ab", 1.5))
print(struct.unpack("<2h", b"\x01\x00\xff\xff"), struct.calcsize("@bi"), struct.calcsize("=bi"))
s = struct.Struct("!HB")
print(s.size, s.format, s.pack(258, 3), s.unpack(b"\x01\x02\x03"), list(struct.iter_unpack("<B", b"\x01\x02")))
for bad in (lambda: struct.pack("b", 200), lambda: struct.unpack("i", b"\x00"), lambda: struct.pack("q"), lambda: struct.calcsize("y")):
    try:
        bad()
    except struct.error as e:
        print("struct.error:", e)
