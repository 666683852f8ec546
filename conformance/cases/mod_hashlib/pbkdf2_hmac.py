# hashlib.pbkdf2_hmac: RFC 6070 vectors, every hash, dklen, keyword arguments, argument errors
import hashlib

print(hashlib.pbkdf2_hmac('sha1', b'password', b'salt', 1, 20).hex())
print(hashlib.pbkdf2_hmac('sha1', b'password', b'salt', 4096, 20).hex())
print(hashlib.pbkdf2_hmac('sha1', b'passwordPASSWORDpassword', b'saltSALTsaltSALTsaltSALTsaltSALTsalt', 4096, 25).hex())
print(hashlib.pbkdf2_hmac('sha1', b'pass\0word', b'sa\0lt', 4096, 16).hex())
for name in ['md5', 'sha1', 'sha224', 'sha256', 'sha384', 'sha512', 'sha3_256', 'SHA256']:
    dk = hashlib.pbkdf2_hmac(name, b'pw', b'NaCl', 1500)
    print(name, len(dk), dk.hex())
print(hashlib.pbkdf2_hmac('sha256', b'pw', b'salt', 3, 100).hex())
print(hashlib.pbkdf2_hmac(hash_name='sha512', password=bytearray(b'k' * 200), salt=b'', iterations=2, dklen=5))
print(hashlib.pbkdf2_hmac('sha256', b'a', b'b', 1, None)[:4])
for a in [('foo', b'a', b'b', 1), ('sha256', b'a', b'b', 0), ('sha256', b'a', b'b', -1), ('sha256', 'a', b'b', 1),
          ('sha256', b'a', 'b', 1), ('sha256', b'a', b'b', 1, 0), ('sha256', b'a', b'b', 1.0), ('sha256', b'a', b'b', 1, -1),
          ('sha256', b'a', b'b', 1, 2**40), (b'sha256', b'a', b'b', 1), ('sha256', b'a', b'b', 2**40), ('sha256', b'a', b'b')]:
    try:
        print(hashlib.pbkdf2_hmac(*a)[:4])
    except Exception as e:
        print(isinstance(e, ValueError), isinstance(e, TypeError), isinstance(e, OverflowError), e)
