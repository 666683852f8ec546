# str.format_map
def t(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__ + ':', e)
t(lambda: '{a}{b}'.format_map({'a': 1, 'b': 2}))
t(lambda: '{a}'.format_map({}))
t(lambda: '{}'.format_map({}))
t(lambda: 'x'.format_map())
t(lambda: 'x'.format_map(1))
