# hashlib.md5 digests, update and copy
import hashlib
h = hashlib.md5(b'abc')
print(h.hexdigest())
print(h.digest()[:8], h.name, h.digest_size, h.block_size)
c = h.copy()
c.update(b'def')
print(c.hexdigest() == hashlib.md5(b'abcdef').hexdigest(), h.hexdigest() == hashlib.md5(b'abc').hexdigest())
print(hashlib.new('md5', b'').hexdigest())
print(hashlib.new('md5'.upper()).name)
