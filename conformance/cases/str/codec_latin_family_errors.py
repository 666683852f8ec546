# 8-bit code pages reject unmapped characters
for enc in ['cp1251', 'iso8859-7', 'koi8-r', 'cp437']:
    try:
        '\u4e2d'.encode(enc)
    except UnicodeEncodeError as e:
        print(enc, e.encoding, e.reason)
print('Привет'.encode('cp1251'), 'Привет'.encode('koi8-r').decode('koi8-r'))
