# the usedforsecurity keyword is accepted
import hashlib
print(hashlib.md5(b'a', usedforsecurity=False).hexdigest(), hashlib.new('sha1', b'a', usedforsecurity=False).hexdigest())
