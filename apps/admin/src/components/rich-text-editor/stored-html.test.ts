import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { openAndSave, paste } from '../../../tests/headless-editor.ts';

describe('opening rich text in the editor and saving it untouched', () => {
  const unchanged = {
    'paragraphs, bold and bulleted lists as the demo content writes them':
      '<p>±2 g “full scale” at 1.8 µA</p><p><strong>Typical applications</strong></p><ul><li>Wearables</li><li>IoT</li></ul>',
    'headings, numbered lists, marks, quotes, code, rules and line breaks':
      '<h2>A</h2><h3>B</h3><h4>C</h4><ol><li>one</li><li><p>two</p><p>paragraphs</p></li></ol><p><em>e</em> <u>u</u> <s>s</s> H<sub>2</sub>O m/s<sup>2</sup> <code>x</code></p><blockquote><p>q</p></blockquote><pre><code>code</code></pre><hr><p>a<br>b</p>',
    'a specification table with a head and a spanning cell':
      '<table><thead><tr><th>Parameter</th><th>Value</th></tr></thead><tbody><tr><td>Range</td><td>±2 g</td></tr><tr><td colspan="2">Note</td></tr></tbody></table>',
    'a captioned image and an image in a paragraph':
      '<figure><img src="/media/3/chip.svg" alt="chip"><figcaption>The <em>CSA-3110</em> die</figcaption></figure><p>Package <img src="/media/4/pkg.svg" alt="LGA" width="320" height="200"> 2 × 2 mm</p>',
    'links, to this site and to another in a new tab':
      '<p><a href="/product/3">CSA-3110</a> and <a href="https://example.com/" target="_blank" rel="noopener noreferrer">partner</a></p>',
    'an empty text': '',
  };
  for (const [what, html] of Object.entries(unchanged)) {
    it(`keeps ${what}`, () => assert.equal(openAndSave(html), html));
  }

  it('writes the markup the site stores, not ProseMirror’s', () => {
    assert.equal(
      openAndSave('<table><tbody><tr><th>A</th></tr><tr><td>1</td></tr></tbody></table>'),
      '<table><thead><tr><th>A</th></tr></thead><tbody><tr><td>1</td></tr></tbody></table>',
    );
    assert.equal(openAndSave('<p>x &amp; y</p><p></p>'), '<p>x &amp; y</p><p></p>');
  });

  it('drops what the server would refuse anyway', () => {
    assert.equal(
      openAndSave(
        '<h1 onclick="x()">Title</h1><p style="color:red" class="c">a<span>b</span><script>alert(1)</script></p><iframe src="https://evil.example"></iframe>',
      ),
      '<p>Title</p><p>ab</p>',
    );
    assert.equal(openAndSave('<p><a href="javascript:alert(1)">x</a></p>'), '<p>x</p>');
  });
});

describe('pasting from Word and from a PDF', () => {
  it('keeps Word’s headings, emphasis, lists and tables and drops its styles, classes and markers', () => {
    const word = `<html xmlns:o="urn:schemas-microsoft-com:office:office"><head><style>p.MsoNormal{mso-style-parent:"";}</style></head><body>
      <h2 class="MsoTitle"><span style="mso-bidi-font-size:14pt">Pressure sensor</span></h2>
      <p class="MsoNormal" style="margin:0cm;mso-line-height-rule:exactly"><b><span style="font-family:Arial;mso-fareast-font-family:SimSun">Range</span></b><span style="mso-spacerun:yes"> </span>300–1100 hPa<o:p></o:p></p>
      <p class="MsoListParagraphCxSpFirst" style="mso-list:l0 level1 lfo1"><!--[if !supportLists]--><span style="font-family:Symbol;mso-list:Ignore">·<span style="font:7.0pt &quot;Times New Roman&quot;">&nbsp;&nbsp; </span></span><!--[endif]-->Weather stations<o:p></o:p></p>
      <table class="MsoTableGrid" border="1" style="border-collapse:collapse;mso-yfti-tbllook:1184"><tr style="mso-yfti-irow:0"><td width="100" style="mso-border-alt:solid windowtext .5pt"><p class="MsoNormal">Accuracy<o:p></o:p></p></td><td><p class="MsoNormal">±0.5 hPa<o:p></o:p></p></td></tr></table>
      </body></html>`;
    assert.equal(
      paste({ html: word }),
      '<h2>Pressure sensor</h2><p><strong>Range</strong> 300–1100 hPa</p><p>Weather stations</p><table><tbody><tr><td>Accuracy</td><td>±0.5 hPa</td></tr></tbody></table>',
    );
  });

  it('joins the lines a PDF broke at the page’s width and keeps its paragraphs', () => {
    const pdf =
      'The CSP-2200 measures absolute pres-\nsure from 300 to 1100 hPa\nwith ±0.5 hPa accuracy.\n\n芯感科技的压力传感器\n用于气象站。';
    assert.equal(
      paste({ text: pdf }),
      '<p>The CSP-2200 measures absolute pressure from 300 to 1100 hPa with ±0.5 hPa accuracy.</p><p>芯感科技的压力传感器用于气象站。</p>',
    );
  });
});
