# Encoders and decoders of base64 and binascii on inputs across their chunks, bytearray and
# subclass inputs, altchars, map01, casefold, strict mode (3.11's rules) and the error messages
import base64, binascii
def show(f, *a, **k):
    try:
        r = f(*a, **k)
        print(f.__name__, len(r), r[:60], r[-60:] if len(r) > 60 else '', hash(r) == hash(bytes(r)))
    except Exception as e:
        print(f.__name__, type(e).__name__, e)
datas = [b'', b'f', b'fo', b'foo', b'foob', b'fooba', b'foobar', bytes(range(256)) * 40, bytearray(b'\xff\xfe' * 5000), b'\x00' * 3841]
for d in datas:
    for f in (base64.b64encode, base64.urlsafe_b64encode, base64.standard_b64encode, base64.b32encode, base64.b32hexencode, base64.b16encode, binascii.hexlify, binascii.b2a_base64):
        show(f, d)
    show(base64.b64encode, d, b'-_')
    show(base64.b64encode, d, altchars=bytearray(b'..'))
    e = base64.b64encode(d)
    show(base64.b64decode, e)
    show(base64.b64decode, e, validate=True)
    show(base64.urlsafe_b64decode, base64.urlsafe_b64encode(d))
    show(base64.b64decode, base64.b64encode(d, b'*!'), b'*!')
    show(base64.b32decode, base64.b32encode(d))
    show(base64.b32decode, base64.b32encode(d).lower(), casefold=True)
    show(base64.b32hexdecode, base64.b32hexencode(d))
    show(base64.b16decode, base64.b16encode(d))
    show(base64.b16decode, base64.b16encode(d).lower(), casefold=True)
    show(base64.b16decode, base64.b16encode(d).lower())
    show(binascii.unhexlify, binascii.hexlify(d))
    show(binascii.a2b_base64, binascii.b2a_base64(d))
for s in [b'MZXW6===', b'MZXW6YQ=', b'MZXW6YTB', b'MZXW6YTBOI======', b'M1XW6===', b'MZXW6=====', b'========', b'MZXW6YTBOI=====', b'MZ======', b'MZX=====', b'mzxw6===', b'0ZXW6===']:
    show(base64.b32decode, s)
    show(base64.b32decode, s, map01=b'L')
    show(base64.b32decode, s, True, b'=')
    show(base64.b32decode, s, casefold=True, map01=b'I')
    show(base64.b32hexdecode, s)
for s in [b'YWJj', b'YW=j', b'=YWJj', b'YWJj=', b'YQ==', b'YQ=', b'YQ', b'Y', b'YQ==YQ==', b'YW Jj', b'YQ===', b'Y===']:
    show(base64.b64decode, s)
    show(base64.b64decode, s, validate=True)
    show(base64.b64decode, s, b'=Y')
    show(base64.b64decode, s, b'YY', True)
    show(binascii.a2b_base64, s)
for s in [b'0', b'0g', b'ab', b'AB', b'aB', b'zz', b'abc', 'ff', 'ab\xe9']:
    show(base64.b16decode, s)
    show(base64.b16decode, s, True)
    show(binascii.unhexlify, s)
for bad in [1, 'abc', memoryview(b'ab') if False else None]:
    for f in (base64.b64encode, base64.b32encode, base64.b16encode, binascii.hexlify, base64.b64decode, base64.b32decode, base64.b16decode, binascii.unhexlify):
        show(f, bad)
show(base64.b64encode, b'abc', b'abc')
show(base64.b64encode, b'abc', 'ab')
show(base64.b64decode, b'abc', b'abc')
show(base64.b32decode, b'abcdefgh', map01=b'ab')
show(base64.b32decode, b'abcdefg', map01=b'ab')
class B(bytes): pass
class BA(bytearray): pass
show(base64.b64encode, B(b'xyz'))
show(base64.b16encode, BA(b'xyz'))
for s in [b'/WJj=', b'YWJj=', b'+WJj=', b'YWJj==', b'YWJjYQ===', b'YWJj=YWJj']:
  try: print(s, base64.b64decode(s, validate=True))
  except Exception as e: print(s, e)
