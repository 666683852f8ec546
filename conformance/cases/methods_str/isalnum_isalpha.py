# str.isalnum and str.isalpha
def t(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__ + ':', e)
t(lambda: 'abc1'.isalnum())
t(lambda: 'abc 1'.isalnum())
t(lambda: ''.isalnum())
t(lambda: 'é'.isalpha())
t(lambda: 'ab1'.isalpha())
t(lambda: '²'.isalnum())
t(lambda: '٣'.isalnum())
t(lambda: ''.isalpha())
t(lambda: 'a'.isalpha(1))
