# Template.substitute with a missing key raises KeyError
from string import Template
Template('$a $b').substitute(a=1)
