# Writing text files: w, a, x, r+, w+, a+ modes, write/writelines/print(file=), truncate, tell.
with open('out.txt', 'w') as f:
    print(f.write('hello\n'), f.tell())
    f.writelines(['a\n', 'b\n'])
    print('printed', 42, file=f)
    print('no newline', end='', file=f)
print(repr(open('out.txt').read()))
with open('out.txt', 'a') as f:
    print(f.tell())
    f.write('\nappended\n')
print(open('out.txt').read().splitlines())
try:
    open('out.txt', 'x')
except FileExistsError as e:
    print(type(e).__name__, e.errno, e.strerror, e.filename)
with open('new.txt', 'x') as f:
    f.write('created')
with open('new.txt', 'r+') as f:
    print(repr(f.read(3)))
    f.write('!')
    f.seek(0)
    print(repr(f.read()))
    f.seek(0)
    f.write('C')
    f.seek(0)
    print(repr(f.read()))
    print(f.truncate(4), repr(open('new.txt').read()))
with open('wplus.txt', 'w+') as f:
    f.write('line1\nline2\n')
    print(repr(f.read()))
    f.seek(0)
    print(f.readlines())
with open('aplus.txt', 'a+') as f:
    f.write('one\n')
    f.seek(0)
    print(repr(f.read()))
    f.write('two\n')
    f.seek(0)
    print(repr(f.read()))
open('unclosed.txt', 'w').write('written without close\n')
print(repr(open('unclosed.txt').read()))
f = open('partial.txt', 'w')
f.write('first part\n')
f.close()
f = open('partial.txt', 'w')
print(repr(open('partial.txt').read()))
f.close()
with open('unicode.txt', 'w', encoding='utf-8') as f:
    print(f.write('héllo wörld ☃\n'), f.tell())
print(open('unicode.txt', 'rb').read())
try:
    open('out.txt').write('x')
except Exception as e:
    print(type(e).__name__, e)
try:
    open('out.txt', 'w').read()
except Exception as e:
    print(type(e).__name__, e)
try:
    open('out.txt', 'w').write(b'bytes')
except TypeError as e:
    print(e)
