# bytes.hex / binascii.hexlify take bytes_per_sep as a C int: OverflowError past 32 bits
import binascii
for args in [('-', 2**70), ('-', 2**40), ('-', -2**70), ('-', 2**31), ('-', 2**31 - 1), ('-', -2**31),
             ('-', -2**31 - 1), ('-', 1.5), ('-', True), ('--', 2**40), (1, 2**40), ('-', 2), ('-', -2)]:
    for name, f in (('bytes.hex', bytes.hex), ('bytearray.hex', lambda b, *a: bytearray(b).hex(*a)),
                    ('hexlify', binascii.hexlify), ('b2a_hex', binascii.b2a_hex)):
        try:
            print(name, repr(args)[:16], f(b'abcde', *args))
        except Exception as e:
            print(name, repr(args)[:16], type(e).__name__, e)
