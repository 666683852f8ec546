# coding: utf-8
x = 'ÿ'
