# str.isprintable
def t(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__ + ':', e)
t(lambda: 'abc'.isprintable())
t(lambda: ''.isprintable())
t(lambda: '\n'.isprintable())
t(lambda: ' '.isprintable())
t(lambda: '\xa0'.isprintable())
t(lambda: 'é€'.isprintable())
t(lambda: '\u200b'.isprintable())
t(lambda: '\U0001f600'.isprintable())
