# PrettyPrinter(width=0) raises
import pprint
pprint.PrettyPrinter(width=0)
