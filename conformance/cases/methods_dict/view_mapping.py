# dict view mapping attribute
def t(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__ + ':', e)
t(lambda: {'a': 1}.keys().mapping)
t(lambda: {'a': 1}.values().mapping)
t(lambda: {'a': 1}.items().mapping)
