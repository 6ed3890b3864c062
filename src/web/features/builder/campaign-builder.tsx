import { ArrowRight } from 'lucide-react';
import { useEffect, useMemo } from 'react';
import { useNavigate } from 'react-router';
import { backLayoutOf, type TBackLayout } from '../../../shared/back-layout';
import { earliestDeliveryDate } from '../../../shared/delivery-date';
import { longDeliveryDate } from '../../../shared/delivery-promise';
import { designDetailProblems } from '../../../shared/detail-problems';
import { DEFAULT_NATURALNESS } from '../../../shared/handwriting/styles';
import { DEFAULT_MESSAGE } from '../../../shared/merge-fields';
import { Button } from '../../components/ui/button';
import { Field } from '../../components/ui/field';
import { Input } from '../../components/ui/input';
import { toast } from '../../components/ui/toast';
import { createEmptyDraft, type DesignSource, storedFile, writeDraft } from '../../draft/campaign-draft';
import { clearDraftFiles, saveDraftFile } from '../../draft/file-store';
import { OrderingPage, SectionCard } from '../../draft/ordering-header';
import { ResumeGate } from '../../draft/resume-gate';
import { useDraftFiles } from '../../draft/use-draft-files';
import { trackEvent } from '../../lib/analytics';
import { useDesignTemplates } from '../catalog/use-design-templates';
import { useStrokeFont } from '../proofs/use-stroke-font';
import { type DesignSlot, logoAllowed } from './builder-state';
import { filledContactFields } from './contact-field-rules';
import { ContactFieldsCard } from './contact-fields-card';
import { continueBlockers } from './continue-rules';
import { DesignPreviewCard } from './design-preview-card';
import { DesignSourceCard } from './design-source-card';
import { EditingNotice } from './editing-notice';
import { FILE_RULES, fileProblem } from './file-rules';
import { LogoCard } from './logo-card';
import { MessageEditorCard } from './message-editor-card';
import { useBuilderDraft } from './use-builder-draft';
import { useMessageFit } from './use-message-fit';
import { WritingPreviewCard } from './writing-preview-card';

const PREPARE_FALLBACK = 'Please try again. Make sure your files are valid images.';

function errorText(err: unknown, fallback: string): string {
  return err instanceof Error && err.message ? err.message : fallback;
}

/**
 * 'Postcard Designer' (public-site.md §2): design, contact details, handwriting and message. With
 * `?campaign={id}` (back from checkout) it opens that campaign's draft.
 */
export function CampaignBuilder() {
  return (
    <ResumeGate>
      <BuilderForm />
    </ResumeGate>
  );
}

function BuilderForm() {
  const navigate = useNavigate();
  const [draft, dispatch] = useBuilderDraft();
  const files = useDraftFiles(draft.draftId);
  const templatesQuery = useDesignTemplates();

  const { postcard } = draft;
  const template =
    postcard.selectedTemplate && templatesQuery.data
      ? (templatesQuery.data.find((t) => t.id === postcard.selectedTemplate?.id) ?? null)
      : null;
  const showLogo = logoAllowed(postcard.designSource, template);

  // The card back the notes will be written on: the chosen template's own (once the list has loaded).
  const templatesFailed = templatesQuery.isError;
  const layout = useMemo<TBackLayout | null>(() => {
    if (postcard.designSource !== 'template' || !postcard.selectedTemplate)
      return backLayoutOf(postcard.designSource, null);
    if (template) return backLayoutOf('template', template);
    return templatesFailed ? backLayoutOf('upload', null) : null;
  }, [postcard.designSource, postcard.selectedTemplate, template, templatesFailed]);
  const style = postcard.handwritingFont;
  const font = useStrokeFont(style);
  const fit = useMessageFit(
    layout
      ? {
          message: postcard.message,
          style,
          naturalness: postcard.naturalness ?? DEFAULT_NATURALNESS[style],
          layout,
        }
      : null,
    font.data,
  );

  // A file the draft names but the browser no longer holds (storage cleared) is dropped from the draft.
  useEffect(() => {
    if (files.loading) return;
    for (const slot of ['frontDesign', 'backDesign', 'logo'] as const) {
      if (postcard[slot] && !files.files[slot]) dispatch({ type: 'setFile', slot, file: null });
    }
  }, [files.loading, files.files, postcard, dispatch]);

  // A template removed from the library since the draft was saved cannot stay selected.
  useEffect(() => {
    if (postcard.selectedTemplate && templatesQuery.data && !template) {
      dispatch({ type: 'clearTemplate' });
    }
  }, [postcard.selectedTemplate, templatesQuery.data, template, dispatch]);

  const setFile = async (slot: DesignSlot, file: File | null) => {
    if (file) {
      const problem = fileProblem(slot, file);
      if (problem) {
        toast({ variant: 'destructive', ...problem });
        return;
      }
    }
    try {
      await files.setFile(slot, file);
      dispatch({ type: 'setFile', slot, file: file ? storedFile(file) : null });
    } catch (err) {
      toast({
        variant: 'destructive',
        title: 'Error preparing files',
        description: `${FILE_RULES[slot].processError}. ${errorText(err, PREPARE_FALLBACK)}`,
      });
    }
  };

  const changeSource = (source: DesignSource) => {
    if (source === postcard.designSource) return;
    if (source === 'template') {
      void setFile('frontDesign', null);
      void setFile('backDesign', null);
    }
    dispatch({ type: 'setDesignSource', source });
  };

  // Contact details the card cannot print whole (shown under the fields, and they block Continue).
  const detailIssues =
    postcard.designSource === 'upload'
      ? designDetailProblems(null, draft.contactInfo)
      : template
        ? designDetailProblems(template, draft.contactInfo)
        : [];
  const blockers = [...continueBlockers(draft, fit.status === 'done' ? fit.fit : null), ...detailIssues];
  const editing = draft.upload.createdCampaign;

  const startOver = () => {
    void clearDraftFiles(draft.draftId).catch(() => {});
    dispatch({ type: 'startOver', draft: createEmptyDraft(DEFAULT_MESSAGE) });
  };

  const onContinue = async () => {
    try {
      // Store every file again: the draft must not move on pointing at files the browser lost.
      for (const slot of ['frontDesign', 'backDesign', 'logo'] as const) {
        const file = files.files[slot];
        const wanted = slot === 'logo' ? showLogo : postcard.designSource === 'upload';
        if (!postcard[slot] || !wanted) continue;
        if (!file) throw new Error(FILE_RULES[slot].processError);
        try {
          await saveDraftFile(draft.draftId, slot, file);
        } catch {
          throw new Error(FILE_RULES[slot].processError);
        }
      }
      const next = { ...draft, postcard: { ...postcard, logo: showLogo ? postcard.logo : null } };
      writeDraft(next);
      trackEvent('campaign_design_completed', { design_source: postcard.designSource });
      navigate('/contact-upload');
    } catch (err) {
      toast({
        variant: 'destructive',
        title: 'Error preparing files',
        description: errorText(err, PREPARE_FALLBACK),
      });
    }
  };

  return (
    <OrderingPage
      back={{ to: '/', label: 'Back to Home' }}
      step={0}
      title="Postcard Designer"
      description="Choose your design, add your contact details, then write the message we'll pen by hand for every recipient."
    >
      {editing ? <EditingNotice campaignId={editing.id} name={draft.name} onStartOver={startOver} /> : null}
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,5fr)_minmax(0,6fr)] lg:gap-8">
        <div className="flex min-w-0 flex-col gap-6">
          <SectionCard labelledBy="campaign-name-title" title="Campaign Details">
            <Field label="Campaign Name" required>
              {(control) => (
                <Input
                  {...control}
                  value={draft.name}
                  maxLength={120}
                  placeholder="e.g. Spring Thank-You Notes"
                  onChange={(e) => dispatch({ type: 'setName', name: e.target.value })}
                />
              )}
            </Field>
          </SectionCard>
          <DesignSourceCard
            source={postcard.designSource}
            onSourceChange={changeSource}
            templates={{
              data: templatesQuery.data,
              isLoading: templatesQuery.isLoading,
              isError: templatesQuery.isError,
              refetch: () => void templatesQuery.refetch(),
            }}
            selectedTemplate={template}
            selectedVariant={postcard.selectedVariant}
            onSelectTemplate={(t) => dispatch({ type: 'selectTemplate', template: t })}
            onSelectVariant={(name) => dispatch({ type: 'selectVariant', name })}
            files={files}
            onFile={(slot, file) => void setFile(slot, file)}
          />
          {showLogo ? <LogoCard files={files} onFile={(slot, file) => void setFile(slot, file)} /> : null}
          <ContactFieldsCard
            source={postcard.designSource}
            template={template}
            fields={postcard.contactFields}
            problems={detailIssues}
            dispatch={dispatch}
          />
        </div>

        <div className="flex min-w-0 flex-col gap-6">
          <DesignPreviewCard draft={draft} template={template} files={files} showLogo={showLogo} />
          <WritingPreviewCard
            message={postcard.message}
            style={postcard.handwritingFont}
            naturalness={postcard.naturalness}
            onStyleChange={(style) => dispatch({ type: 'setHandwriting', style })}
            onNaturalnessChange={(naturalness) => dispatch({ type: 'setNaturalness', naturalness })}
            layout={layout}
            printedBack={{
              template: postcard.designSource === 'template' ? template : null,
              variant: postcard.selectedVariant,
              details: {
                logoUrl: showLogo ? files.urls.logo : null,
                contactInfo: filledContactFields(draft.contactInfo),
              },
              uploadedBackUrl:
                postcard.designSource === 'upload' && files.files.backDesign?.type.startsWith('image/')
                  ? files.urls.backDesign
                  : null,
            }}
          />
          <MessageEditorCard
            message={postcard.message}
            onChange={(message) => dispatch({ type: 'setMessage', message })}
            fit={fit}
            style={style}
          />
        </div>
      </div>

      <div className="flex flex-col gap-4 rounded-2xl border border-line bg-white p-5 shadow-card sm:flex-row sm:items-center sm:justify-between sm:p-6">
        <div id="continue-status" className="text-sm text-muted">
          {blockers.length > 0 ? (
            <>
              <p className="font-medium text-ink-900">Almost there:</p>
              <ul className="mt-1 list-inside list-disc">
                {blockers.map((b) => (
                  <li key={b}>{b}</li>
                ))}
              </ul>
            </>
          ) : (
            <p>
              Looking good! Next, upload your recipients and pick a delivery date (the earliest is{' '}
              {longDeliveryDate(earliestDeliveryDate(new Date()))}).
            </p>
          )}
        </div>
        <Button
          size="lg"
          onClick={() => void onContinue()}
          disabled={blockers.length > 0 || files.loading}
          aria-describedby="continue-status"
        >
          Continue to Contact Upload
          <ArrowRight aria-hidden="true" />
        </Button>
      </div>
    </OrderingPage>
  );
}
