# the names of builtin iterator classes
print(type(iter('abc')).__name__, type(iter('\xe9')).__name__, type(iter('')).__name__)
print(type(iter([])).__name__, type(iter(())).__name__, type(iter({})).__name__, type(iter(set())).__name__)
print(type(iter(range(3))).__name__, type(iter(b'')).__name__, type(iter(bytearray())).__name__)
print(type(iter({}.items())).__name__, type(iter({}.values())).__name__, type(reversed([])).__name__)
it = iter('hi')
print(next(it), list(it), type(it) is type(iter('x')))
