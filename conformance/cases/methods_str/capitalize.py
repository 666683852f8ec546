# str.capitalize with Unicode
def t(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__ + ':', e)
t(lambda: 'hello World'.capitalize())
t(lambda: ''.capitalize())
t(lambda: 'ßa'.capitalize())
t(lambda: 'ǆemal'.capitalize())
t(lambda: '1ABC'.capitalize())
t(lambda: 'ﬁx'.capitalize())
t(lambda: 'a'.capitalize(1))
