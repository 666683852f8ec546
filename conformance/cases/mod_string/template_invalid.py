# Template.substitute of an invalid placeholder reports line and column
from string import Template
for s in ['$', 'abc $', 'x\n  $1', 'a\nb\nc ${x', '$$ $!']:
    try:
        Template(s).substitute(x=1)
    except ValueError as e:
        print(repr(s), e)
    print(repr(Template(s).safe_substitute(x=1)))
Template('line\n\n   $5').substitute()
