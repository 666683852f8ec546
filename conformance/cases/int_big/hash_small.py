# hash of small ints and equal floats
print(hash(1), hash(0), hash(-1), hash(-2), hash(1.0) == hash(1), hash(True), hash(2**61 - 1), hash(2**61))
