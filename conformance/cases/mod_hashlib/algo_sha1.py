# hashlib.sha1 digests, update and copy
import hashlib
h = hashlib.sha1(b'abc')
print(h.hexdigest())
print(h.digest()[:8], h.name, h.digest_size, h.block_size)
c = h.copy()
c.update(b'def')
print(c.hexdigest() == hashlib.sha1(b'abcdef').hexdigest(), h.hexdigest() == hashlib.sha1(b'abc').hexdigest())
print(hashlib.new('sha1', b'').hexdigest())
print(hashlib.new('sha1'.upper()).name)
