# Encodings: latin-1, utf-16 with a BOM, utf-8-sig, errors= handlers, writing each, tell/seek.
print(repr(open('latin1.txt', encoding='latin-1').read()))
try:
    open('latin1.txt').read()
except UnicodeDecodeError as e:
    print(type(e).__name__, e)
print(repr(open('latin1.txt', errors='replace').read()))
print(repr(open('latin1.txt', errors='ignore').read()))
print(repr(open('utf16.txt', encoding='utf-16').read()))
print(open('utf16.txt', encoding='utf-16').readlines())
print(repr(open('bom.csv').read()))
print(repr(open('bom.csv', encoding='utf-8-sig').read()))
print(repr(open('bom.csv', encoding='utf-8-sig', newline='').read()))
for enc in ['utf-8', 'utf-8-sig', 'latin-1', 'utf-16', 'utf-16-le', 'utf-16-be', 'utf-32', 'ascii', 'UTF8', 'iso-8859-1']:
    text = 'héllo\nwörld\n' if enc != 'ascii' else 'hello\nworld\n'
    with open('enc.txt', 'w', encoding=enc) as f:
        f.write(text)
        print(enc, f.tell(), f.encoding)
    with open('enc.txt', encoding=enc) as f:
        print(' ', repr(f.readline()), f.tell(), repr(f.read()))
    with open('enc.txt', 'a', encoding=enc) as f:
        f.write('more\n')
    print(' ', open('enc.txt', 'rb').read())
try:
    open('enc.txt', 'w', encoding='ascii').write('naïve')
except UnicodeEncodeError as e:
    print(type(e).__name__, e)
with open('enc.txt', 'w', encoding='ascii', errors='replace') as f:
    f.write('naïve')
print(open('enc.txt').read())
with open('enc.txt', 'w', encoding='ascii', errors='xmlcharrefreplace') as f:
    f.write('naïve ☃')
print(open('enc.txt').read())
