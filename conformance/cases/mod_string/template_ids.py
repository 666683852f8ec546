# Template.get_identifiers and is_valid
from string import Template
print(Template('$a ${b} $a $c_1 $$d').get_identifiers(), Template('$a $').is_valid(), Template('$a $$').is_valid())
print(Template('$É ${é} $_x').get_identifiers(), Template('$AbC').substitute(AbC=4))
