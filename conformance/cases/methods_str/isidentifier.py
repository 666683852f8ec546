# str.isidentifier
def t(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__ + ':', e)
t(lambda: 'abc'.isidentifier())
t(lambda: '_1'.isidentifier())
t(lambda: '1a'.isidentifier())
t(lambda: ''.isidentifier())
t(lambda: 'é'.isidentifier())
t(lambda: 'a-b'.isidentifier())
t(lambda: 'def'.isidentifier())
t(lambda: 'ℕ'.isidentifier())
