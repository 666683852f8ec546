# hashlib.shake_128/shake_256: output of any length, digest without consuming, copy, update, attributes, errors
import hashlib

h = hashlib.shake_128(b'abc')
print(h.name, h.digest_size, h.block_size, h.hexdigest(10), h.digest(4))
print(repr(h).startswith('<shake_128 _hashlib.HASHXOF object @ 0x'), type(h).__name__)
print(h.hexdigest(10) == h.hexdigest(20)[:20], h.digest(0), h.hexdigest(0) == '')
h2 = h.copy()
h2.update(b'd')
print(h2.hexdigest(5), h.hexdigest(5), hashlib.shake_128(b'abcd').hexdigest(5))
print(hashlib.shake_256().hexdigest(8), hashlib.new('shake_256', b'x').hexdigest(3))
print(hashlib.shake_256(b'q' * 1000).hexdigest(length=300))
print(hashlib.shake_128(string=bytearray(b'abc')).hexdigest(4), hashlib.shake_128(b'', usedforsecurity=False).digest(3))
s = hashlib.shake_256()
for chunk in [b'a', b'bb', b'ccc']:
    s.update(chunk)
print(s.digest(16) == hashlib.shake_256(b'abbccc').digest(16), s.block_size, s.name)
print(sorted(n for n in hashlib.algorithms_available if n.startswith('shake')))
for f in [lambda: h.hexdigest(), lambda: h.digest(-1), lambda: h.update('str'), lambda: hashlib.new('SHAKE_128'),
          lambda: h.digest('3'), lambda: hashlib.shake_128(data=b'abc')]:
    try:
        print(f())
    except Exception as e:
        print(type(e).__name__, e)
