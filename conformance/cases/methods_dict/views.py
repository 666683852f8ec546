# dict keys, values and items views
def t(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__ + ':', e)
t(lambda: list({'a': 1, 'b': 2}.keys()))
t(lambda: list({'a': 1, 'b': 2}.values()))
t(lambda: list({'a': 1, 'b': 2}.items()))
t(lambda: len({'a': 1}.keys()))
t(lambda: 'a' in {'a': 1}.keys())
t(lambda: ('a', 1) in {'a': 1}.items())
t(lambda: 1 in {'a': 1}.values())
t(lambda: {'a': 1}.keys() == {'a'})
t(lambda: {'a': 1}.items() == {('a', 1)})
t(lambda: repr({'a': 1}.keys()))
t(lambda: repr({'a': 1}.values()))
t(lambda: repr({'a': 1}.items()))
d = {'a': 1}
k = d.keys()
d['b'] = 2
print(k, len(k))
