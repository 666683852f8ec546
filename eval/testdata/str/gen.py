"""Generates cases.json: str/bytes/bytearray operations evaluated by CPython.

Each case is a Python expression over literals. gen.py evaluates it with
CPython (the oracle) and records repr(result) or "ExcType: message", and
also translates the expression into a machine form the Go test can run
without a parser: the receiver, the operation and the arguments as tagged
JSON values. Run from this directory with CPython 3.11:

    python3 gen.py > cases.json
"""
import ast, json, sys

CASES = r"""
# --- split / rsplit
'a,b,,c'.split(',')
'a,b,,c'.split(',', 1)
'a,b,,c'.split(',', 0)
'a,b,,c'.split(',', -1)
'a,b,,c'.rsplit(',', 1)
'a,b,,c'.rsplit(',', 2)
'a,b,,c'.rsplit(',')
'  a  b c  '.split()
'  a  b c  '.split(None, 1)
'  a  b c  '.rsplit(None, 1)
'  a  b c  '.rsplit()
'  a  b c  '.split(maxsplit=1)
'  a  b c  '.split(sep=None, maxsplit=2)
''.split()
''.split(',')
'   '.split()
'   '.split(' ')
'a\u3000b\x1cc\x85d\xa0e'.split()
'a\u200bb'.split()
'abc'.split('abc')
'aXbXc'.split('X', maxsplit=1)
'a'.split(1)
'a'.split('')
'a'.rsplit('')
'a'.split(1, 2, 3)
'a'.split(maxsplit='x')
'a'.split(foo=1)
'a b'.split(' ', 1.5)
'ééXüüXö'.split('X')
'ééXüüXö'.rsplit('X', 1)
'\ud800 \udc00'.split()
'a\tb\nc\rd\x0be\x0cf'.split()
'x  y'.rsplit(' ')
# --- join
','.join(['a', 'b', 'c'])
','.join([])
','.join(['a'])
''.join(['ab', 'cd'])
', '.join(('x', 'y'))
'é'.join(['a', 'b'])
','.join('abc')
','.join(1)
','.join([1])
','.join(['a', 2])
','.join()
','.join(['a'], ['b'])
# --- strip
'  ab  '.strip()
'  ab  '.lstrip()
'  ab  '.rstrip()
'xxabxx'.strip('x')
'xyabyx'.strip('xy')
'abc'.strip('')
'abc'.strip(None)
'\u3000a\u2028'.strip()
'ééaéé'.strip('é')
'a'.strip(1)
'a'.lstrip(1)
'a'.rstrip(1)
'a'.strip('a', 'b')
''.strip()
'\t\n a \x1f'.strip()
'aaa'.rstrip('a')
# --- startswith / endswith
'hello'.startswith('he')
'hello'.startswith('lo')
'hello'.endswith('lo')
'hello'.startswith(('x', 'he'))
'hello'.endswith(('x', 'y'))
'hello'.startswith('l', 2)
'hello'.startswith('l', 2, 3)
'hello'.startswith('ll', 2, 3)
'hello'.endswith('l', 0, 4)
'hello'.startswith('', 5)
'hello'.startswith('', 6)
'hello'.endswith('', -1)
'hello'.startswith('h', -100)
'hello'.startswith('o', -1)
'hello'.startswith(())
'héllo'.startswith('llo', 2)
'héllo'.endswith('é', 0, 2)
'a'.startswith(1)
'a'.startswith((1,))
'a'.endswith(['a'])
'a'.startswith()
'a'.startswith('a', 'x')
'a'.startswith('a', None, None)
'a'.startswith('a', 0, 1, 2)
# --- find / rfind / index / rindex / count
'hello'.find('l')
'hello'.rfind('l')
'hello'.find('z')
'hello'.find('')
'hello'.rfind('')
'hello'.find('', 5)
'hello'.find('', 6)
'hello'.find('l', 3)
'hello'.find('l', -2)
'hello'.find('l', 1, 3)
'hello'.find('lo', 1, 4)
'hello'.find('l', None, None)
'héllo wörld'.find('w')
'héllo wörld'.rfind('ö')
'héllo wörld'.find('l', 3)
'héllo wörld'.find('l', -3)
'€€€'.find('€', 1)
'€€€'.rfind('€', 0, 2)
'a'.find()
'a'.find(1)
'a'.find('a', 'x')
'a'.find('a', 1.5)
'a'.find('a', 0, 1, 2)
'hello'.index('l')
'hello'.rindex('l')
'hello'.index('z')
'hello'.rindex('z')
'hello'.index('h', 1)
'hello'.count('l')
'hello'.count('')
'hello'.count('', 2)
'hello'.count('', 6)
'hello'.count('l', 3)
'hello'.count('l', 0, 3)
'aaaa'.count('aa')
'héé'.count('é')
'héé'.count('')
'a'.count()
'a'.count(1)
'hello'.find('l', 10**30)
'hello'.find('l', -10**30)
# --- replace
'aaa'.replace('a', 'b')
'aaa'.replace('a', 'b', 2)
'aaa'.replace('a', 'b', 0)
'aaa'.replace('a', 'b', -1)
'abc'.replace('', '-')
'abc'.replace('', '-', 2)
''.replace('', 'x')
'héllo'.replace('', '|')
'héllo'.replace('l', 'L')
'abc'.replace('x', 'y')
'abab'.replace('ab', '')
'a'.replace(1, 2)
'a'.replace('a', 2)
'a'.replace('a', 'b', 'c')
'a'.replace('a')
'a'.replace('a', 'b', 1, 2)
'a'.replace('a', 'b', count=1)
# --- case
'hello World'.upper()
'Hello World'.lower()
'hello world'.title()
"they're bill's friends".title()
'hello world'.capitalize()
'HELLO'.capitalize()
'hELLO wORLD'.swapcase()
'ß'.upper()
'ß'.lower()
'ß'.casefold()
'ß'.title()
'ß'.capitalize()
'ﬁ'.upper()
'ﬁ'.title()
'ŉ'.upper()
'İ'.lower()
'İstanbul'.lower()
'ΣΑΣ'.lower()
'ΣΑΣ ΣΑΣ.'.lower()
'Σ'.lower()
'aΣ'.lower()
'aΣb'.lower()
'ΑΣ'.title()
'ǆ'.title()
'ǅ'.upper()
'ǅ'.lower()
'ǆemal'.capitalize()
'Straße'.upper()
'Straße'.casefold()
'ΣΑΣ'.casefold()
'ﬀ'.casefold()
'Ǉ'.swapcase()
'é'.upper()
'ÉCOLE'.lower()
'hello1world'.title()
'a\ud800b'.upper()
'ǰ'.upper()
'ΐ'.upper()
'ᾳ'.upper()
'ᾳ'.title()
'ᾼ'.lower()
'µ'.upper()
'ÿ'.upper()
'ı'.upper()
'i'.upper()
'K'.lower()
'Ω'.lower()
'a'.upper(1)
'a'.lower(x=1)
'abc'.upper()
''.upper()
'123'.upper()
'a1b2'.title()
"o'neil".capitalize()
'ǈ'.swapcase()
'ǈ'.istitle()
# --- partition
'a=b=c'.partition('=')
'a=b=c'.rpartition('=')
'abc'.partition('=')
'abc'.rpartition('=')
'héllo'.partition('é')
'a'.partition('')
'a'.partition(1)
'a'.rpartition(1)
'a'.partition()
'a'.partition('a', 'b')
# --- splitlines
'a\nb\r\nc\rd'.splitlines()
'a\nb\r\nc\rd'.splitlines(True)
'a\nb\r\nc\rd\n'.splitlines(keepends=True)
'a\x0bb\x0cc\x1cd\x1de\x1ef\x85g\u2028h\u2029i'.splitlines()
'a\x0bb\x0cc\x1cd\x1de\x1ef\x85g\u2028h\u2029i'.splitlines(True)
''.splitlines()
'\n'.splitlines()
'\n\n'.splitlines(True)
'abc'.splitlines()
'a\r'.splitlines()
'a'.splitlines(1, 2)
'a'.splitlines('x')
'a\nb'.splitlines(0)
# --- predicates
'123'.isdigit()
'²'.isdigit()
'²'.isdecimal()
'½'.isnumeric()
'½'.isdigit()
'一二三'.isnumeric()
'٣'.isdecimal()
''.isdigit()
'12a'.isdigit()
'abc'.isalpha()
'abé'.isalpha()
'ab1'.isalpha()
''.isalpha()
'ab1'.isalnum()
'ab1²½'.isalnum()
'ab 1'.isalnum()
' \t\n'.isspace()
'\x1c\x1f'.isspace()
'\u200b'.isspace()
''.isspace()
'ABC'.isupper()
'ABc'.isupper()
'AB1'.isupper()
'123'.isupper()
'abc'.islower()
'abC'.islower()
'ab1'.islower()
'ǅ'.islower()
'ǅ'.isupper()
'Hello World'.istitle()
'Hello world'.istitle()
'HEllo'.istitle()
'123'.istitle()
'A1 B2'.istitle()
'ǅungla'.istitle()
'abc'.isidentifier()
'_a1'.isidentifier()
'1a'.isidentifier()
''.isidentifier()
'é_x'.isidentifier()
'a-b'.isidentifier()
'abc'.isprintable()
'a\nb'.isprintable()
''.isprintable()
'\xa0'.isprintable()
'é'.isprintable()
'abc'.isascii()
'é'.isascii()
''.isascii()
'\x7f'.isascii()
'ª'.islower()
'Ⅻ'.isupper()
'Ⅻ'.isnumeric()
'ⅻ'.islower()
'a'.isdigit(1)
# --- padding
'x'.center(7, '*')
'x'.center(6, '*')
'ab'.center(5)
'ab'.center(6)
'abc'.center(2)
'é'.center(4, 'ü')
'x'.ljust(4)
'x'.ljust(4, '-')
'x'.rjust(4)
'x'.rjust(4, 'é')
'x'.rjust(-1)
'a'.center('x')
'a'.center()
'a'.center(5, 'ab')
'a'.center(5, 1)
'a'.center(5, '')
'a'.ljust(1, 2, 3)
'42'.zfill(5)
'-42'.zfill(5)
'+42'.zfill(5)
'-'.zfill(3)
''.zfill(3)
'abc'.zfill(2)
'é'.zfill(3)
'a'.zfill()
'a'.zfill('x')
# --- expandtabs
'a\tb'.expandtabs()
'a\tb'.expandtabs(4)
'a\tb'.expandtabs(0)
'a\tb'.expandtabs(-1)
'ab\tc\nd\te'.expandtabs(3)
'é\tb'.expandtabs(4)
'a\r\tb'.expandtabs(4)
'a\tb'.expandtabs(tabsize=2)
'a'.expandtabs('x')
# --- removeprefix / removesuffix
'abcdef'.removeprefix('abc')
'abcdef'.removeprefix('x')
'abcdef'.removesuffix('def')
'abcdef'.removesuffix('')
'a'.removeprefix(1)
'a'.removesuffix()
# --- encode
'abc'.encode()
'héllo'.encode()
'héllo'.encode('utf-8')
'héllo'.encode('latin-1')
'héllo'.encode('ascii')
'héllo'.encode('ascii', 'ignore')
'héllo'.encode('ascii', 'replace')
'héllo'.encode('ascii', 'xmlcharrefreplace')
'héllo'.encode('ascii', 'backslashreplace')
'hé€😀'.encode('ascii', 'backslashreplace')
'ééa'.encode('ascii')
'a€'.encode('latin-1')
'a€'.encode('latin1', errors='replace')
'abc'.encode('UTF_8')
'abc'.encode('utf8')
'abc'.encode('foo')
'é'.encode('ascii', 'foo')
'a'.encode('utf-8', 'foo')
'a'.encode(1)
'a'.encode(encoding='ascii')
'\ud800'.encode()
'a\ud800\udc00b'.encode('utf-8')
'\ud800'.encode('utf-8', 'surrogatepass')
'\ud800'.encode('utf-8', 'ignore')
'\ud800'.encode('utf-8', 'replace')
'\udcff'.encode('utf-8', 'surrogateescape')
'héllo😀'.encode('utf-16')
'héllo😀'.encode('utf-16-le')
'héllo😀'.encode('utf-16-be')
'hé😀'.encode('utf-32')
'hé😀'.encode('utf-32-be')
'\ud800'.encode('utf-16')
'😀'.encode('ascii')
'ā'.encode('latin-1')
# --- translate
'abc'.translate({97: 'x', 98: None})
'abc'.translate({97: 120})
'abc'.translate({97: 'xyz'})
'abc'.translate({})
'abc'.translate({97: 1.5})
'abc'.translate({97: -1})
'abc'.translate(1)
'abc'.translate()
'héllo'.translate({233: 'e'})
# --- indexing and slicing
'abc'[0]
'abc'[2]
'abc'[-1]
'abc'[-3]
'abc'[3]
'abc'[-4]
'abc'[1:]
'abc'[:2]
'abc'[::-1]
'abc'[::-2]
'abcdef'[1:5:2]
'abcdef'[5:1:-2]
'abcdef'[-2:]
'abcdef'[-100:100]
'abcdef'[4:2]
'abc'[::0]
'abc'['x']
'abc'[1.0]
'abc'[None]
'abc'[True]
'héllo'[1]
'héllo'[-1]
'héllo'[1:3]
'héllo'[::-1]
'héllo'[::2]
'a😀b'[1]
'a😀b'[2]
'a😀b'[5]
'\ud800x'[0]
'abc'[10**30]
'abc'[10**30:]
'abc'[:-10**30]
'abc'['a':]
'abc'[::'a']
# --- operators
'ab' + 'cd'
'ab' + ''
'' + 'ab'
'é' + 'ü'
'a' + 1
'a' + None
'a' + b'a'
'ab' * 3
3 * 'ab'
'ab' * 0
'ab' * -2
'é' * 3
'ab' * True
'a' * 'b'
'a' * 1.5
'a' * None
'a' * 10**30
'' * 10**30
'a' in 'abc'
'bc' in 'abc'
'' in 'abc'
'x' in 'abc'
'é' in 'héllo'
1 in 'a'
None in 'a'
'a' == 'a'
'a' == 'b'
'a' != 'b'
'a' < 'b'
'b' < 'a'
'a' < 'ab'
'abc' <= 'abc'
'B' < 'a'
'é' > 'z'
'\uffff' < '😀'
'\ud800' < '\ue000'
'\ud7ff' < '\ud800'
'😀' > '\udfff'
'a' == 1
'a' != 1
'a' < 1
'a' >= None
'a' == b'a'
len('abc')
len('')
len('héllo')
len('😀😀')
len('\ud800\udc00')
list('abc')
list('héllo')
list('a😀\ud800')
list('')
repr('abc')
repr("it's")
repr('it\'s "q"')
repr('a\nb\t\\')
repr('\x00\x7f\x80\xa0\xad')
repr('é€😀')
repr('\ud800')
repr('\u2028\u200b\ufeff')
repr('\U000e0001')
str('abc')
# --- str()
str()
str('x')
str(b'abc', 'utf-8')
str(b'abc', 'ascii', 'strict')
str(b'\xff', 'utf-8')
str(b'\xff', 'utf-8', 'replace')
str(b'\xff', errors='ignore')
str(b'abc', encoding='latin-1')
str(bytearray(b'abc'), 'utf-8')
str(1, 'utf-8')
str('a', 'utf-8')
str(x=1)
str(1, 2, 3, 4)
str(object='abc')
str(b'a', 1)
str(b'a', 'foo')
str(b'abc')
str(bytearray(b'abc'))
str(None)
# --- bytes constructor
bytes()
bytes(3)
bytes(0)
bytes([1, 2, 255])
bytes((65, 66))
bytes([])
bytes(b'abc')
bytes(bytearray(b'xy'))
bytes('abc', 'utf-8')
bytes('é', 'utf-8')
bytes('é', 'latin-1')
bytes('é', 'ascii')
bytes('é', 'ascii', 'ignore')
bytes('é', encoding='utf-16-le')
bytes('a')
bytes(-1)
bytes([256])
bytes([-1])
bytes([1.0])
bytes(1.0)
bytes(None)
bytes('a', 'foo')
bytes(b'a', 'utf-8')
bytes(x=1)
bytes(1, 2, 3, 4)
bytes(True)
bytes('abc', errors='strict')
bytearray()
bytearray(2)
bytearray([1, 2])
bytearray(b'ab')
bytearray('ab', 'ascii')
bytearray(-1)
bytearray(1.0)
bytearray('a')
bytearray([256])
bytearray(None)
# --- bytes.decode
b'abc'.decode()
b'h\xc3\xa9llo'.decode()
b'h\xc3\xa9llo'.decode('utf-8')
b'h\xc3\xa9llo'.decode('latin-1')
b'\xff'.decode()
b'\xff'.decode('utf-8')
b'a\xffb'.decode('ascii')
b'a\xff\xfeb'.decode('ascii')
b'\xe9\x80'.decode('utf-8')
b'\xe9\x80a'.decode('utf-8')
b'\xed\xa0\x80'.decode('utf-8')
b'\xf0\x9f'.decode('utf-8')
b'\xf0\x9f\x98\x80'.decode('utf-8')
b'\xc0\x80'.decode('utf-8')
b'\xf5'.decode('utf-8')
b'\xe0\x80'.decode('utf-8')
b'\xe0'.decode('utf-8')
b'\xf4\x90\x80\x80'.decode('utf-8')
b'\x80'.decode('utf-8')
b'ab\xc3'.decode('utf-8')
b'a\xff\xfeb'.decode('utf-8', 'replace')
b'a\xff\xfeb'.decode('utf-8', 'ignore')
b'\xf0\x9f\x98'.decode('utf-8', 'replace')
b'\xe2\x82'.decode('utf-8', 'replace')
b'\xe2\x82x'.decode('utf-8', 'replace')
b'\xff\x80'.decode('ascii', 'backslashreplace')
b'\xff\x80'.decode('utf-8', 'backslashreplace')
b'\xffa'.decode('utf-8', 'surrogateescape')
b'\xed\xa0\x80'.decode('utf-8', 'surrogatepass')
b'\xff'.decode('latin-1')
b'\xff'.decode('utf-8', 'foo')
b'a'.decode('utf-8', 'foo')
b'a'.decode('foo')
b'a'.decode(1)
b'a'.decode(errors='ignore')
b'\xff\xfeh\x00i\x00'.decode('utf-16')
b'h\x00i\x00'.decode('utf-16-le')
b'\x00h\x00i'.decode('utf-16-be')
b'=\xd8\x00\xde'.decode('utf-16-le')
b'\xff'.decode('utf-16')
b'\xff\xfe\x00'.decode('utf-16')
b'\x00\xd8'.decode('utf-16-le')
b'\x00\xd8a\x00'.decode('utf-16-le')
b'\x00\xdc'.decode('utf-16-le')
b'abc'.decode('utf-32')
b'\xff\xfe\x00\x00h\x00\x00\x00'.decode('utf-32')
b'\xff\xff\xff\xff'.decode('utf-32-le')
b'\x00\xd8\x00\x00'.decode('utf-32-le')
bytearray(b'abc').decode()
# --- bytes hex / fromhex
b'\x01\xab'.hex()
b''.hex()
b'\x01\xab\x02'.hex(':')
b'\x01\xab\x02'.hex(':', 2)
b'\x01\xab\x02'.hex(':', -2)
b'\x01\xab\x02'.hex(b'-')
b'\x01\xab'.hex('::')
b'a'.hex(1)
bytearray(b'\xff').hex()
bytes.fromhex('0aff')
bytes.fromhex(' 0a  0b ')
bytes.fromhex('0A\n0B')
bytes.fromhex('')
bytes.fromhex('zz')
bytes.fromhex('a')
bytes.fromhex('a b')
bytes.fromhex('0g')
bytes.fromhex(1)
bytearray.fromhex('4142')
# --- bytes methods
b'a,b,,c'.split(b',')
b'a,b,,c'.split(b',', 1)
b'a,b,,c'.rsplit(b',', 1)
b'  a  b c  '.split()
b'  a  b c  '.split(None, 1)
b'  a  b c  '.rsplit(None, 1)
b'a\x1cb'.split()
b'a\xa0b'.split()
b'a'.split(b'')
b'a'.split(1)
b'a'.split('a')
b'a b'.split(bytearray(b' '))
b','.join([b'a', b'b'])
b','.join([b'a', bytearray(b'b')])
b','.join([])
b','.join([1])
b','.join(['a'])
b','.join(1)
b'  ab  '.strip()
b'xxabxx'.strip(b'x')
b'  ab  '.lstrip()
b'  ab  '.rstrip()
b'a'.strip('a')
b'\x1cab\x1c'.strip()
b'hello'.startswith(b'he')
b'hello'.startswith((b'x', b'he'))
b'hello'.endswith(b'lo', 0, 4)
b'hello'.startswith('he')
b'hello'.startswith(('he',))
b'hello'.find(b'l')
b'hello'.find(108)
b'hello'.find(b'l', 3)
b'hello'.rfind(b'l')
b'hello'.find(b'z')
b'hello'.find(300)
b'hello'.find('l')
b'hello'.index(b'z')
b'hello'.rindex(b'l')
b'hello'.count(b'l')
b'hello'.count(108)
b'hello'.count(b'')
b'hello'.count('a')
b'aaa'.replace(b'a', b'b')
b'aaa'.replace(b'a', b'b', 1)
b'abc'.replace(b'', b'-')
b'\xc3\xa9'.replace(b'', b'-')
b'a'.replace('a', 'b')
b'Hello World'.upper()
b'Hello World'.lower()
b'hello world'.title()
b'hello world'.capitalize()
b'Hello'.swapcase()
b'\xe9a'.upper()
b'a=b=c'.partition(b'=')
b'a=b=c'.rpartition(b'=')
b'abc'.partition(b'=')
b'abc'.partition('=')
b'a\nb\r\nc\rd'.splitlines()
b'a\nb\r\nc\rd'.splitlines(True)
b'a\x0bb\x0cc'.splitlines()
b'123'.isdigit()
b'abc'.isalpha()
b'ab1'.isalnum()
b' \t'.isspace()
b'\x1c'.isspace()
b'ABC'.isupper()
b'abc'.islower()
b'Hello World'.istitle()
b'\xe9'.isascii()
b''.isascii()
b''.isdigit()
b'x'.center(5, b'*')
b'x'.ljust(3)
b'x'.rjust(3, b'0')
b'x'.center(5, '*')
b'42'.zfill(5)
b'-42'.zfill(5)
b'a\tb'.expandtabs()
b'a\tb'.expandtabs(4)
b'abcdef'.removeprefix(b'abc')
b'abcdef'.removesuffix(b'def')
b'a'.removeprefix('a')
# --- bytes operators
b'abc'[0]
b'abc'[-1]
b'abc'[3]
b'abc'[1:]
b'abc'[::-1]
b'abc'['x']
b'ab' + b'cd'
b'ab' + bytearray(b'cd')
b'a' + 'a'
b'ab' * 3
3 * b'ab'
b'a' * 'a'
b'a' in b'abc'
97 in b'abc'
300 in b'abc'
'a' in b'a'
b'a' == b'a'
b'a' == bytearray(b'a')
b'a' < b'b'
b'a' < 'a'
b'a' == 'a'
len(b'abc')
list(b'ab')
repr(b'abc')
repr(b"it's")
repr(b'\x00\n\xff\\')
bytearray(b'ab')[0]
bytearray(b'ab')[5]
bytearray(b'abc')[1:]
bytearray(b'abc')[::2]
bytearray(b'a') + b'b'
bytearray(b'a') + 'b'
bytearray(b'ab') * 2
bytearray(b'a') == b'a'
bytearray(b'a') < bytearray(b'b')
98 in bytearray(b'ab')
len(bytearray(b'ab'))
list(bytearray(b'ab'))
repr(bytearray(b'a\x00'))
repr(bytearray())
bytearray(b'a,b').split(b',')
bytearray(b' a ').strip()
bytearray(b'ab').upper()
bytearray(b'ab').find(b'b')
bytearray(b'ab').replace(b'a', b'x')
bytearray(b'ab').pop()
bytearray().pop()
bytearray(b'ab').pop(0)
bytearray(b'ab').pop(5)
bytearray(b'a').append(256)
bytearray(b'a').append('a')
bytearray(b'a').append(98)
bytearray(b'a').extend(1)
bytearray(b'a').extend([300])
bytearray(b'a').extend('ab')
bytearray(b'a').extend(b'bc')
bytearray(b'ab').copy()
bytearray(b'a').remove(120)
# --- % formatting
'%s and %r' % ('a', 'b')
'%s' % 'x'
'%s' % ('x',)
'%5s|%-5s|' % ('ab', 'cd')
'%.2s' % 'abcdef'
'%.1s' % 'éü'
'%d' % 42
'%d' % -42
'%i' % 7
'%5d|%-5d|%05d' % (42, 42, 42)
'%+d % d' % (5, 5)
'%x %X %o' % (255, 255, 8)
'%#x %#X %#o' % (255, 255, 8)
'%x' % -255
'%.3d' % 5
'%d' % 3.99
'%d' % -3.99
'%d' % True
'%f' % 3.14159
'%.2f' % 3.14159
'%10.3f|' % 3.14159
'%-10.1f|' % 2.25
'%010.2f' % -3.5
'%e' % 12345.678
'%.2E' % 0.000123
'%g' % 0.0001
'%g' % 0.00001
'%g' % 123456
'%g' % 1234567
'%.3g' % 3.14159
'%G' % 1e-10
'%g' % 100.0
'%f' % 1e300
'%f %F' % (float('inf'), float('nan'))
'%5.1f' % float('-inf')
'%f' % 3
'%c' % 65
'%c' % 'é'
'%c%c' % (0x1F600, 'x')
'%%' % ()
'100%%' % ()
'%(a)s-%(b)d' % {'a': 'x', 'b': 3}
'%(a)s' % {'b': 1}
'%(a)s' % 1
'%*d|%-*d|' % (5, 1, 4, 2)
'%.*f' % (2, 3.14159)
'%*d' % ('x', 1)
'%s %s' % ('a',)
'%s' % ('a', 'b')
'%z' % 1
'abc%' % ()
'%d' % 'a'
'%x' % 1.5
'%f' % 'a'
'%c' % 'ab'
'%c' % 1114112
'%c' % -1
'%a' % 'é'
'%r' % 'é'
'%s' % ()
'é%sü%é' % ('x',)
'%ld %hd' % (1, 2)
'no format' % ()
'no format' % 'x'
""".strip().splitlines()


def enc(v):
    if v is None:
        return {"none": True}
    if isinstance(v, bool):
        return {"bool": v}
    if isinstance(v, int):
        return {"int": str(v)}
    if isinstance(v, float):
        return {"float": repr(v)}
    if isinstance(v, str):
        return {"str": v.encode("utf-8", "surrogatepass").hex()}
    if isinstance(v, bytes):
        return {"bytes": v.hex()}
    if isinstance(v, bytearray):
        return {"bytearray": bytes(v).hex()}
    if isinstance(v, tuple):
        return {"tuple": [enc(x) for x in v]}
    if isinstance(v, list):
        return {"list": [enc(x) for x in v]}
    if isinstance(v, dict):
        return {"dict": [[enc(k), enc(x)] for k, x in v.items()]}
    if isinstance(v, slice):
        return {"slice": [enc(v.start), enc(v.stop), enc(v.step)]}
    raise TypeError(type(v))


def lit(node):
    """Evaluates a literal node, including bytes(...)/bytearray(...) calls
    and slices."""
    if isinstance(node, ast.Slice):
        return slice(*(None if n is None else lit(n) for n in (node.lower, node.upper, node.step)))
    return eval(compile(ast.Expression(node), "<lit>", "eval"))


BINOPS = {ast.Add: "+", ast.Mult: "*", ast.Mod: "%"}
CMPOPS = {ast.Eq: "==", ast.NotEq: "!=", ast.Lt: "<", ast.LtE: "<=", ast.Gt: ">", ast.GtE: ">="}


def machine(src):
    e = ast.parse(src, mode="eval").body
    if isinstance(e, ast.Call):
        args = [enc(lit(a)) for a in e.args]
        kw = [[k.arg, enc(lit(k.value))] for k in e.keywords]
        f = e.func
        if isinstance(f, ast.Attribute):
            if isinstance(f.value, ast.Name):  # bytes.fromhex
                return {"op": "classmethod", "type": f.value.id, "name": f.attr, "args": args, "kw": kw}
            return {"op": "method", "recv": enc(lit(f.value)), "name": f.attr, "args": args, "kw": kw}
        if isinstance(f, ast.Name):
            if f.id in ("len", "list", "repr") and not kw:
                return {"op": f.id, "recv": enc(lit(e.args[0]))}
            return {"op": "new", "type": f.id, "args": args, "kw": kw}
    if isinstance(e, ast.Subscript):
        return {"op": "getitem", "recv": enc(lit(e.value)), "args": [enc(lit(e.slice))]}
    if isinstance(e, ast.BinOp):
        return {"op": "binary", "name": BINOPS[type(e.op)], "args": [enc(lit(e.left)), enc(lit(e.right))]}
    if isinstance(e, ast.Compare):
        op = e.ops[0]
        if isinstance(op, ast.In):
            return {"op": "in", "args": [enc(lit(e.left)), enc(lit(e.comparators[0]))]}
        return {"op": "compare", "name": CMPOPS[type(op)], "args": [enc(lit(e.left)), enc(lit(e.comparators[0]))]}
    raise ValueError("cannot translate: " + src)


def main():
    out = []
    for src in CASES:
        src = src.strip()
        if not src or src.startswith("#"):
            continue
        try:
            r = repr(eval(src))
        except Exception as ex:
            r = f"{type(ex).__name__}: {ex}"
        case = machine(src)
        case["expr"] = src
        case["want"] = r
        out.append(case)
    json.dump(out, sys.stdout, indent=0, ensure_ascii=True)
    sys.stdout.write("\n")
    print(len(out), "cases", file=sys.stderr)


if __name__ == "__main__":
    main()
