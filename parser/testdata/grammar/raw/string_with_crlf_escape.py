x = 'a\
b'
