# bytes literals, indexing gives ints, slicing gives bytes
b = b"hello"
print(b, b[0], b[-1], b[1:3], len(b), b + b"!", b * 2, b"ell" in b, 104 in b)
