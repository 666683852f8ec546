# bytes and bytearray wrapping
import pprint
pprint.pprint(b'abcdefghij' * 10, width=30)
pprint.pprint(bytearray(b'abcdefghij' * 10), width=30)
pprint.pprint([b'\x00\xff' * 30], width=40)
pprint.pprint(b'abcd', width=1)
pprint.pprint({'b': b'0123456789' * 5}, width=30)
