# string.Template substitute and safe_substitute
from string import Template
t = Template('$who likes $what, ${who}s $$5')
print(t.substitute(who='tim', what='kung pao'), t.substitute({'who': 'a', 'what': 'b'}))
print(t.safe_substitute(who='tim'), t.safe_substitute())
print(Template('$a and ${b}!').substitute({'a': 1, 'b': 2}, a=3))
print(t.template, Template.delimiter, Template.idpattern, Template.braceidpattern)
