# out-of-range integers and their messages
import struct
for f, v in [('b', 200), ('b', -129), ('B', -1), ('B', 256), ('h', 40000), ('H', -1), ('H', 70000),
             ('i', 2**31), ('<i', -2**31 - 1), ('I', -1), ('I', 2**32), ('<I', 2**32), ('<L', 2**32),
             ('q', 2**63), ('Q', -1), ('>q', 2**63), ('>Q', -1), ('<Q', 2**64), ('>h', 40000), ('>H', 70000),
             ('>B', 300), ('l', 2**63), ('<l', 2**31), ('n', 2**63), ('N', -1)]:
    try:
        print(f, v, struct.pack(f, v))
    except struct.error as e:
        print(f, v, 'error:', e)
