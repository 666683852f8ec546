# str.isascii, isdecimal, isdigit, isnumeric
def t(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__ + ':', e)
t(lambda: 'abc'.isascii())
t(lambda: 'é'.isascii())
t(lambda: ''.isascii())
t(lambda: '123'.isdecimal())
t(lambda: '²'.isdecimal())
t(lambda: '²'.isdigit())
t(lambda: '½'.isnumeric())
t(lambda: '½'.isdigit())
t(lambda: '٣'.isdecimal())
t(lambda: '一'.isnumeric())
t(lambda: ''.isdigit())
t(lambda: '1.5'.isnumeric())
