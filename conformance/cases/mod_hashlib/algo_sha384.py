# hashlib.sha384 digests, update and copy
import hashlib
h = hashlib.sha384(b'abc')
print(h.hexdigest())
print(h.digest()[:8], h.name, h.digest_size, h.block_size)
c = h.copy()
c.update(b'def')
print(c.hexdigest() == hashlib.sha384(b'abcdef').hexdigest(), h.hexdigest() == hashlib.sha384(b'abc').hexdigest())
print(hashlib.new('sha384', b'').hexdigest())
print(hashlib.new('sha384'.upper()).name)
