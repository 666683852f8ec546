# coding: koi8-r
x = 'аб' 1
