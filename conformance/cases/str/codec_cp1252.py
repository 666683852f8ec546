# cp1252 and other 8-bit code pages
print('abc\u20ac\xe9'.encode('cp1252'), b'\x80\xe9'.decode('cp1252'), 'é'.encode('windows-1252'))
print(b'\xa4'.decode('iso8859-15'), '\u20ac'.encode('latin9'), b'\xc1'.decode('koi8-r'), b'\x80'.decode('mac_roman'))
print(b'\xb9'.decode('iso-8859-2'), 'Ž'.encode('cp1250'), b'\xc0'.decode('cp1251'), 'Ω'.encode('cp1253'))
print(bytes(range(128, 160)).decode('cp437'), bytes(range(160, 176)).decode('cp850'))
for a in [lambda: b'\x81'.decode('cp1252'), lambda: '\u0101'.encode('cp1252'), lambda: 'x\u0100y\u0101'.encode('cp1252')]:
    try:
        a()
    except UnicodeError as e:
        print(type(e).__name__, e, e.encoding, e.start, e.end)
print(b'a\x81b'.decode('cp1252', 'replace'), 'a\u0101b'.encode('cp1252', 'replace'), 'a\u0101b'.encode('cp1252', 'xmlcharrefreplace'), b'a\x81'.decode('cp1252', 'ignore'))
try:
    'x'.encode('cp9999')
except LookupError as e:
    print('LookupError', e)
