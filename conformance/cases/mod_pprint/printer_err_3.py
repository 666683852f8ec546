# PrettyPrinter(indent='x') raises
import pprint
pprint.PrettyPrinter(indent='x')
