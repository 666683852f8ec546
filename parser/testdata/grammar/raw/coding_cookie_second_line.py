#!/usr/bin/env python3
# vim: set fileencoding=utf-8 :
x = 1
