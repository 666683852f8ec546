# bitwise ops on bools return bools
print(True & False, True | False, True ^ True, type(True ^ True).__name__, True & 3, type(True & 3).__name__)
print(~False, ~True, True << 1)
