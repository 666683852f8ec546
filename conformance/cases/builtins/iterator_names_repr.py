# repr of builtin iterators shows their class
it = iter('abc')
print(type(it).__name__, type(iter(b'ab')).__name__, type(iter('\u0100')).__name__)
print(type(iter('abc')) is type(iter('xyz')), type(iter('abc')) is type(iter('\xe9')))
