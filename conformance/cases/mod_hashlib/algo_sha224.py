# hashlib.sha224 digests, update and copy
import hashlib
h = hashlib.sha224(b'abc')
print(h.hexdigest())
print(h.digest()[:8], h.name, h.digest_size, h.block_size)
c = h.copy()
c.update(b'def')
print(c.hexdigest() == hashlib.sha224(b'abcdef').hexdigest(), h.hexdigest() == hashlib.sha224(b'abc').hexdigest())
print(hashlib.new('sha224', b'').hexdigest())
print(hashlib.new('sha224'.upper()).name)
