# Newline handling: universal newlines on read, newline='' / '\n' / '\r' / '\r\n', translation on write.
with open('mixed.txt', 'w', newline='') as f:
    f.write('unix\nwindows\r\nmac\rend')
for nl in [None, '', '\n', '\r', '\r\n']:
    with open('mixed.txt', newline=nl) as f:
        print(repr(nl), f.readlines(), repr(f.newlines))
print(repr(open('crlf.txt').read()), repr(open('crlf.txt', newline='').read()))
f = open('crlf.txt')
print(repr(f.newlines), repr(f.readline()), repr(f.newlines))
for nl in [None, '', '\n', '\r', '\r\n']:
    with open('w.txt', 'w', newline=nl) as f:
        f.write('a\nb\r\nc\rd\n')
    print(repr(nl), open('w.txt', 'rb').read())
with open('w.txt', 'w', newline='\r\n') as f:
    f.writelines(['x\n', 'y\n'])
print(open('w.txt', 'rb').read(), open('w.txt').readlines())
