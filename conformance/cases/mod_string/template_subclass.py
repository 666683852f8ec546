# Template subclasses with delimiter, idpattern and braceidpattern
from string import Template
class T2(Template):
    delimiter = '%'
    idpattern = '[a-z]+_[a-z]+'
print(T2('%foo_bar %% %x').safe_substitute(foo_bar=1))
class T3(Template):
    delimiter = '#'
    braceidpattern = '[^}]+'
print(T3('#a #{b c} ##').substitute(a=1, **{'b c': 2}))
class T4(Template):
    flags = 0
print(T4('$abc $ABC').safe_substitute(abc=1))
