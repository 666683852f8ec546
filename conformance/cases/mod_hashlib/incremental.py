# incremental updates equal one-shot digests
import hashlib
h = hashlib.sha256()
for chunk in [b'The quick ', b'brown fox ', b'jumps over the lazy dog']:
    h.update(chunk)
print(h.hexdigest())
print(hashlib.sha256(b'The quick brown fox jumps over the lazy dog').hexdigest())
print(hashlib.md5('héllo'.encode()).hexdigest(), hashlib.sha1(bytearray(b'xyz')).hexdigest())
