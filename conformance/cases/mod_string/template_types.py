# Template substitutes str() of values
from string import Template
t = Template('$i $f $n $l')
print(t.substitute(i=1, f=2.5, n=None, l=[1, 'a']))
