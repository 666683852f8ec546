#!/usr/bin/python
# vim: set fileencoding=bogus :
x = 1
