# hashing a str raises TypeError
import hashlib
hashlib.sha256('abc')
