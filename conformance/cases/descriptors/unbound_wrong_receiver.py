# Methods of builtin and module types called through the type with a
# receiver of another type: slot wrappers (__len__, __next__, __call__)
# and method descriptors (pack, match, hexdigest) say so in their own
# words; none may reach the method's code (module types' methods were
# plain builtins that got no receiver at all).
import hashlib, itertools, operator, re, struct, zlib

def show(f):
    try:
        print(repr(f()))
    except TypeError as e:
        print("TypeError:", e)

show(lambda: list.__len__(5))
show(lambda: int.__add__('a', 1))
show(lambda: str.__iter__(5))
show(lambda: dict.__getitem__(5, 1))
show(lambda: struct.Struct.pack(5, 1))
show(lambda: struct.Struct.unpack([], b'x'))
show(lambda: type(struct.iter_unpack('b', b'ab')).__next__(5))
show(lambda: type(itertools.count()).__next__([]))
show(lambda: type(hashlib.md5()).hexdigest(5))
show(lambda: type(hashlib.shake_128()).digest(5, 3))
show(lambda: type(zlib.compressobj()).compress(5, b'x'))
show(lambda: type(zlib.decompressobj()).decompress(5, b'x'))
show(lambda: re.Pattern.match(5, 'a'))
show(lambda: re.Match.group(5))
show(lambda: operator.itemgetter.__call__(5, 1))
show(lambda: type(re.finditer('a', 'aa')).__next__(5))
print(struct.Struct.pack(struct.Struct('b'), 1), re.Pattern.match(re.compile('a'), 'ab').group())
print(struct.Struct.pack, type(itertools.count()).__next__, re.Match.group)
print(type(hashlib.md5()).hexdigest(hashlib.md5(b'a')))
