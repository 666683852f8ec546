# Reading text files: read, readline, readlines, iteration, with, tell/seek, closed files.
f = open('notes.txt')
print(repr(f.read(7)), f.tell())
print(repr(f.readline()))
print(repr(f.readline(4)), repr(f.readline()))
print(f.readlines())
print(repr(f.read()), repr(f.readline()))
f.seek(0)
print([len(line) for line in f])
print(f.closed, f.name, f.mode, f.encoding, f.errors)
f.close()
print(f.closed)
for op in (f.read, f.readline, f.tell, lambda: f.seek(0), lambda: next(f)):
    try:
        op()
    except ValueError as e:
        print('ValueError:', e)
with open('data/a.txt') as g:
    print(g.read().splitlines())
print(g.closed)
with open('data/b.txt') as g:
    print(g.readlines())
with open('empty.txt') as g:
    print(repr(g.read()), g.readlines(), list(g))
with open('data/a.txt') as g:
    first = next(g)
    rest = list(g)
    print(repr(first), rest)
    try:
        g.tell()
    except OSError as e:
        print(type(e).__name__, e)
with open('data/a.txt') as g:
    g.readline()
    pos = g.tell()
    print(pos, repr(g.readline()))
    g.seek(pos)
    print(repr(g.read()))
    print(g.seek(0, 2), repr(g.read()))
print(open('sales.csv').read().count('\n'))
