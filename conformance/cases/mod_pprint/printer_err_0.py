# PrettyPrinter(indent=-1) raises
import pprint
pprint.PrettyPrinter(indent=-1)
